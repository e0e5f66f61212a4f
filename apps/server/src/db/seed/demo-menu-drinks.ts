import type { DemoDish } from './demo-data.js';

/** Bar drinks and sushi of the demo menu (prices in VND). */
export const DEMO_DRINKS_AND_SUSHI: DemoDish[] = [
  // Nước ép
  {
    category: 'nuoc-ep',
    price: 35000,
    name: ['Nước ép cam', 'Frisch gepresster Orangensaft', 'Fresh orange juice'],
    description: [
      'Cam sành Vĩnh Long vắt tươi, không thêm đường.',
      'Frisch gepresste Orangen aus Vĩnh Long, ohne Zuckerzusatz.',
      'Freshly squeezed Vĩnh Long oranges, no added sugar.',
    ],
  },
  {
    category: 'nuoc-ep',
    price: 35000,
    soldOut: true,
    art: { color: '#ef5350' },
    name: ['Nước ép dưa hấu', 'Wassermelonensaft', 'Watermelon juice'],
    description: ['Dưa hấu ép lạnh.', 'Kalt gepresste Wassermelone.', 'Cold-pressed watermelon.'],
  },
  {
    category: 'nuoc-ep',
    price: 45000,
    art: { color: '#c5e1a5' },
    name: ['Sinh tố bơ', 'Avocado-Smoothie', 'Avocado smoothie'],
    description: [
      'Bơ sáp Đắk Lắk xay cùng sữa đặc và đá, béo ngậy và mát lạnh, rất hợp cho những ngày nắng nóng Sài Gòn.',
      'Cremige Avocado aus Đắk Lắk, mit Kondensmilch und Eis püriert – samtig, kühl und genau richtig für heiße Tage in Saigon.',
      'Buttery Đắk Lắk avocado blended with condensed milk and ice – rich, cold and just right for a hot Saigon day.',
    ],
  },
  {
    category: 'nuoc-ep',
    price: 39000,
    art: { color: '#ffb74d' },
    name: ['Nước ép thơm cà rốt', 'Ananas-Karotten-Saft', 'Pineapple and carrot juice'],
    description: [
      'Thơm chín và cà rốt Đà Lạt ép tươi.',
      'Frisch gepresste reife Ananas und Karotten aus Đà Lạt.',
      'Freshly pressed ripe pineapple and Đà Lạt carrots.',
    ],
  },
  // Trà
  {
    category: 'tra',
    price: 39000,
    name: ['Trà đào cam sả', 'Pfirsichtee mit Orange und Zitronengras', 'Peach tea with orange and lemongrass'],
    description: [
      'Trà đen ủ lạnh với đào ngâm, cam tươi và sả đập dập.',
      'Kalt aufgegossener Schwarztee mit eingelegten Pfirsichen, frischer Orange und Zitronengras.',
      'Cold-brewed black tea with peach slices, fresh orange and bruised lemongrass.',
    ],
  },
  {
    category: 'tra',
    price: 45000,
    art: { color: '#fff59d' },
    name: ['Trà sen vàng', 'Goldener Lotustee', 'Golden lotus tea'],
    description: [
      'Trà ô long hương sen, hạt sen bùi và lớp kem phô mai mặn béo phủ bên trên.',
      'Oolong mit Lotusduft, nussige Lotussamen und eine Haube aus salzigem Frischkäseschaum.',
      'Lotus-scented oolong with nutty lotus seeds and a salted cream cheese foam on top.',
    ],
  },
  {
    category: 'tra',
    price: 5000,
    description: null,
    art: { color: '#d7a86e' },
    name: ['Trà đá', 'Vietnamesischer Eistee', 'Vietnamese iced tea'],
  },
  // Cà phê
  {
    category: 'ca-phe',
    price: 29000,
    featured: true,
    art: { kind: 'juice', color: '#795548' },
    name: ['Cà phê sữa đá', 'Eiskaffee mit Kondensmilch', 'Iced coffee with condensed milk'],
    description: [
      'Cà phê Robusta Buôn Ma Thuột pha phin chậm rãi, hòa cùng sữa đặc và đá – hương vị buổi sáng của người Sài Gòn.',
      'Robusta aus Buôn Ma Thuột, langsam im Phin-Filter gebrüht, mit Kondensmilch auf Eis – so beginnt Saigon den Tag.',
      'Buôn Ma Thuột robusta slowly dripped through a phin filter, stirred with condensed milk over ice – how Saigon starts its day.',
    ],
  },
  {
    category: 'ca-phe',
    price: 25000,
    art: { color: '#3e2723' },
    name: ['Cà phê đen nóng', 'Heißer schwarzer Kaffee', 'Hot black coffee'],
    description: ['Cà phê phin đậm đặc, không đường.', 'Kräftiger Phin-Kaffee, ohne Zucker.', 'Strong phin-filter coffee, unsweetened.'],
  },
  {
    category: 'ca-phe',
    price: 32000,
    art: { color: '#a1887f' },
    name: ['Bạc xỉu', 'Bạc xỉu – Milch mit einem Schuss Kaffee', 'Bạc xỉu – milk with a dash of coffee'],
    description: ['Nhiều sữa, ít cà phê, ngọt dịu.', 'Viel Milch, wenig Kaffee, angenehm süß.', 'Lots of milk, a little coffee, gently sweet.'],
  },
  {
    category: 'ca-phe',
    price: 45000,
    art: { color: '#c8a165' },
    name: ['Cà phê trứng', 'Eierkaffee', 'Egg coffee'],
    description: [
      'Lòng đỏ trứng đánh bông với sữa đặc, phủ trên cà phê nóng theo công thức Hà Nội.',
      'Mit Kondensmilch aufgeschlagenes Eigelb auf heißem Kaffee, nach Hanoier Rezept.',
      'Egg yolk whipped with condensed milk over hot coffee, the Hanoi way.',
    ],
  },
  // Bia
  {
    category: 'bia',
    price: 25000,
    description: null,
    name: ['Bia Saigon Special', 'Saigon Special (Flasche, 330 ml)', 'Saigon Special beer (330 ml bottle)'],
  },
  {
    category: 'bia',
    price: 28000,
    description: null,
    art: { color: '#ffca28' },
    name: ['Bia Tiger', 'Tiger Bier (Flasche, 330 ml)', 'Tiger beer (330 ml bottle)'],
  },
  {
    category: 'bia',
    price: 75000,
    art: { color: '#ef8f00' },
    name: ['Bia thủ công Pasteur Street', 'Craft-Bier von Pasteur Street', 'Pasteur Street craft beer'],
    description: [
      'Bia IPA thủ công nấu tại Sài Gòn, hương chanh dây và bưởi, vị đắng dịu.',
      'In Saigon gebrautes Craft-IPA mit Noten von Maracuja und Pomelo, angenehm herb.',
      'Saigon-brewed craft IPA with passion fruit and pomelo notes and a gentle bitterness.',
    ],
  },
  // Maki
  {
    category: 'maki',
    price: 89000,
    featured: true,
    name: ['Maki cá hồi', 'Maki mit Lachs', 'Salmon maki'],
    description: [
      'Cuộn rong biển với cá hồi Na Uy tươi và cơm giấm, 8 miếng, ăn kèm gừng hồng và wasabi.',
      'Noriröllchen mit frischem norwegischem Lachs und Sushireis, 8 Stück, mit eingelegtem Ingwer und Wasabi.',
      'Seaweed roll with fresh Norwegian salmon and vinegared rice, 8 pieces, served with pickled ginger and wasabi.',
    ],
  },
  {
    category: 'maki',
    price: 49000,
    art: { color: '#66bb6a' },
    name: ['Maki dưa leo', 'Maki mit Gurke', 'Cucumber maki'],
    description: ['Cuộn dưa leo giòn mát, 8 miếng.', 'Knackige Gurkenröllchen, 8 Stück.', 'Crisp cucumber roll, 8 pieces.'],
  },
  {
    category: 'maki',
    price: 99000,
    art: { color: '#ffab91' },
    name: ['Maki California', 'California Roll', 'California roll'],
    description: [
      'Thanh cua, bơ, dưa leo và trứng cá tobiko, cuộn ngược với cơm bên ngoài.',
      'Surimi, Avocado, Gurke und Tobiko-Rogen, Inside-out gerollt.',
      'Crab stick, avocado, cucumber and tobiko roe, rolled inside out.',
    ],
  },
  {
    category: 'maki',
    also: ['nigiri'],
    price: 189000,
    art: { kind: 'nigiri', color: '#ff7043', bg: '#eceff1' },
    name: ['Combo sushi tổng hợp', 'Gemischte Sushi-Platte', 'Mixed sushi platter'],
    description: [
      '8 miếng maki cá hồi và 6 miếng nigiri cá hồi, cá ngừ, tôm; vừa đủ cho hai người thưởng thức cùng đồ uống.',
      '8 Lachs-Maki und 6 Nigiri mit Lachs, Thunfisch und Garnele – genau richtig für zwei Personen zu einem Getränk.',
      '8 salmon maki and 6 nigiri with salmon, tuna and shrimp – just right for two to share over a drink.',
    ],
  },
  // Nigiri
  {
    category: 'nigiri',
    price: 79000,
    name: ['Nigiri cá ngừ', 'Nigiri mit Thunfisch', 'Tuna nigiri'],
    description: [
      'Cá ngừ đại dương trên nắm cơm giấm, 2 miếng.',
      'Gelbflossen-Thunfisch auf Sushireis, 2 Stück.',
      'Yellowfin tuna on vinegared rice, 2 pieces.',
    ],
  },
  {
    category: 'nigiri',
    price: 75000,
    art: { color: '#ff8a65' },
    name: ['Nigiri cá hồi', 'Nigiri mit Lachs', 'Salmon nigiri'],
    description: ['Cá hồi Na Uy béo mềm, 2 miếng.', 'Zarter norwegischer Lachs, 2 Stück.', 'Buttery Norwegian salmon, 2 pieces.'],
  },
  {
    category: 'nigiri',
    price: 95000,
    soldOut: true,
    art: { color: '#6d4c41' },
    name: ['Nigiri lươn nướng', 'Nigiri mit gegrilltem Aal', 'Grilled eel nigiri'],
    description: ['Lươn Nhật nướng sốt tare, 2 miếng.', 'Japanischer Aal mit Tare-Glasur, 2 Stück.', 'Japanese eel glazed with tare sauce, 2 pieces.'],
  },
];
