import type { DemoDish } from './demo-data.js';

/** Kitchen dishes of the demo menu (prices in VND). */
export const DEMO_FOOD: DemoDish[] = [
  // Phở
  {
    category: 'pho',
    price: 65000,
    featured: true,
    name: ['Phở bò tái', 'Phở mit rohem Rindfleisch', 'Rare beef pho'],
    description: [
      'Nước dùng xương bò hầm 12 tiếng với quế, hồi, thảo quả; bánh phở tươi, thịt bò tái mềm, hành lá và rau thơm.',
      'Zwölf Stunden gekochte Rinderknochenbrühe mit Zimt, Sternanis und Kardamom, frische Reisnudeln, zartes rosa Rindfleisch, Frühlingszwiebeln und Kräuter.',
      'Beef bone broth simmered for 12 hours with cinnamon, star anise and black cardamom, fresh rice noodles, tender rare beef, spring onions and herbs.',
    ],
  },
  {
    category: 'pho',
    price: 65000,
    art: { color: '#c99a62' },
    name: ['Phở bò chín', 'Phở mit gegarter Rinderbrust', 'Pho with slow-cooked brisket'],
    description: [
      'Phở với nạm bò chín mềm, nước dùng trong và ngọt thanh.',
      'Phở mit weich gegarter Rinderbrust in klarer, milder Brühe.',
      'Pho with tender brisket in a clear, delicately sweet broth.',
    ],
  },
  {
    category: 'pho',
    price: 60000,
    art: { color: '#e8c27a' },
    name: ['Phở gà', 'Phở mit Huhn', 'Chicken pho'],
    description: [
      'Thịt gà ta xé, nước dùng gà thơm gừng nướng, lá chanh thái chỉ.',
      'Gezupftes Freilandhuhn, Hühnerbrühe mit geröstetem Ingwer und fein geschnittenen Limettenblättern.',
      'Shredded free-range chicken, chicken broth with charred ginger and finely sliced lime leaves.',
    ],
  },
  {
    category: 'pho',
    price: 85000,
    art: { color: '#b9824a' },
    name: ['Phở bò đặc biệt', 'Phở Spezial mit allem vom Rind', 'Special beef pho with everything'],
    description: [
      'Tô đặc biệt gồm bò tái, nạm, gầu, gân và bò viên, dành cho thực khách muốn thưởng thức trọn vẹn hương vị phở Hà Nội.',
      'Die große Schüssel mit rohem Rindfleisch, Brust, fetter Brust, Sehnen und Rindfleischbällchen – für alle, die Phở nach Hanoier Art ganz erleben wollen.',
      'The big bowl with rare beef, brisket, fatty brisket, tendon and beef balls – for guests who want the full Hanoi-style pho experience.',
    ],
  },
  {
    category: 'pho',
    also: ['goi'],
    price: 95000,
    art: { kind: 'rolls', color: '#ffab91', bg: '#fde2c4' },
    name: ['Combo phở & gỏi cuốn', 'Kombi: Phở und Sommerrollen', 'Combo: pho and summer rolls'],
    description: [
      'Một tô phở bò tái và hai cuốn gỏi cuốn tôm thịt.',
      'Eine Schüssel Phở mit rohem Rindfleisch und zwei Sommerrollen mit Garnelen und Schweinefleisch.',
      'A bowl of rare beef pho and two shrimp and pork summer rolls.',
    ],
  },
  // Bún
  {
    category: 'bun',
    price: 60000,
    featured: true,
    art: { kind: 'plate', color: '#6d3b1f' },
    name: ['Bún chả Hà Nội', 'Bún chả nach Hanoier Art', 'Hanoi-style bún chả'],
    description: [
      'Chả viên và thịt ba chỉ nướng than hoa, ngâm trong nước mắm chua ngọt, ăn cùng bún tươi, rau sống và đu đủ ngâm.',
      'Über Holzkohle gegrillte Hackfleischbällchen und Schweinebauch in süßsaurer Fischsauce, dazu frische Reisnudeln, Salat und eingelegte Papaya.',
      'Charcoal-grilled pork patties and pork belly in a sweet and sour fish sauce dip, with fresh vermicelli, herbs and pickled papaya.',
    ],
  },
  {
    category: 'bun',
    price: 65000,
    name: ['Bún bò Huế', 'Scharfe Rindfleisch-Nudelsuppe nach Huế-Art', 'Spicy Huế beef noodle soup'],
    description: [
      'Nước dùng sả ớt cay nồng, bắp bò, giò heo và chả cua, sợi bún to đặc trưng xứ Huế.',
      'Kräftig-scharfe Brühe mit Zitronengras und Chili, Rinderhesse, Schweinshaxe und Krabbenküchlein, dazu die typischen dicken Reisnudeln aus Huế.',
      'Fiery lemongrass and chilli broth with beef shank, pork knuckle and crab cake, served with the thick round noodles typical of Huế.',
    ],
  },
  {
    category: 'bun',
    price: 55000,
    art: { kind: 'plate', color: '#a0522d' },
    name: ['Bún thịt nướng chả giò', 'Reisnudeln mit Grillfleisch und Frühlingsrollen', 'Vermicelli with grilled pork and spring rolls'],
    description: [
      'Bún trộn với thịt heo nướng sả, chả giò giòn, đậu phộng rang và nước mắm.',
      'Reisnudeln mit Zitronengras-Schweinefleisch vom Grill, knusprigen Frühlingsrollen, gerösteten Erdnüssen und Fischsauce.',
      'Vermicelli tossed with lemongrass grilled pork, crispy spring rolls, roasted peanuts and fish sauce.',
    ],
  },
  {
    category: 'bun',
    price: 55000,
    soldOut: true,
    art: { color: '#e57345' },
    name: ['Bún riêu cua', 'Reisnudelsuppe mit Krabben und Tomaten', 'Crab and tomato noodle soup'],
    description: [
      'Riêu cua đồng, đậu hũ chiên, cà chua và huyết, thêm mắm tôm nếu thích.',
      'Feldkrabbenküchlein, gebratener Tofu, Tomaten und Blutwürfel, auf Wunsch mit Garnelenpaste.',
      'Paddy crab cakes, fried tofu, tomato and blood cubes, with shrimp paste on request.',
    ],
  },
  {
    category: 'bun',
    price: 60000,
    description: null,
    art: { color: '#d4a373' },
    name: ['Bún bò Nam Bộ', 'Rindfleisch-Nudelsalat nach südvietnamesischer Art', 'Southern-style beef noodle salad'],
  },
  // Cơm
  {
    category: 'com',
    price: 55000,
    featured: true,
    name: [
      'Cơm tấm sườn bì chả',
      'Bruchreis mit Grillkotelett, Schweinehaut und Eierpastete',
      'Broken rice with grilled pork chop, shredded pork skin and egg meatloaf',
    ],
    description: [
      'Món cơm đặc trưng Sài Gòn: sườn cốt lết nướng mật ong, bì heo thính, chả trứng hấp, mỡ hành và nước mắm kẹo.',
      'Der Klassiker aus Saigon: in Honig marinierte, gegrillte Koteletts, Schweinehaut mit geröstetem Reismehl, gedämpfte Eierpastete, Frühlingszwiebelöl und süße Fischsauce.',
      'A Saigon classic: honey-glazed grilled pork chop, shredded pork skin with toasted rice powder, steamed egg meatloaf, scallion oil and sweet fish sauce.',
    ],
  },
  {
    category: 'com',
    price: 60000,
    art: { color: '#f4c542' },
    name: ['Cơm gà Hội An', 'Hühnerreis nach Hội-An-Art', 'Hội An chicken rice'],
    description: [
      'Cơm nấu nước luộc gà nghệ, gà xé trộn rau răm và hành tây.',
      'In Kurkuma-Hühnerbrühe gegarter Reis mit gezupftem Huhn, vietnamesischem Koriander und Zwiebeln.',
      'Rice cooked in turmeric chicken stock, topped with shredded chicken, Vietnamese coriander and onion.',
    ],
  },
  {
    category: 'com',
    price: 70000,
    art: { color: '#ff8a65' },
    name: ['Cơm chiên hải sản', 'Gebratener Reis mit Meeresfrüchten', 'Seafood fried rice'],
    description: [
      'Cơm chiên với tôm, mực, trứng và rau củ.',
      'Gebratener Reis mit Garnelen, Tintenfisch, Ei und Gemüse.',
      'Fried rice with shrimp, squid, egg and vegetables.',
    ],
  },
  {
    category: 'com',
    price: 55000,
    description: null,
    art: { color: '#7b3f1d' },
    name: ['Cơm sườn rim mặn ngọt', 'Reis mit süß-salzig geschmorten Rippchen', 'Rice with sweet and savoury braised pork ribs'],
  },
  {
    category: 'com',
    also: ['tra'],
    price: 60000,
    art: { color: '#9c5a2e', bg: '#fff8e1' },
    name: ['Combo cơm tấm & trà đá', 'Kombi: Bruchreis mit Kotelett und Eistee', 'Combo: broken rice with pork chop and iced tea'],
    description: [
      'Cơm tấm sườn nướng kèm một ly trà đá.',
      'Bruchreis mit gegrilltem Kotelett und ein Glas vietnamesischer Eistee.',
      'Broken rice with grilled pork chop and a glass of Vietnamese iced tea.',
    ],
  },
  // Gỏi
  {
    category: 'goi',
    price: 45000,
    featured: true,
    name: ['Gỏi cuốn tôm thịt', 'Sommerrollen mit Garnelen und Schweinefleisch', 'Fresh summer rolls with shrimp and pork'],
    description: [
      'Bánh tráng cuốn tôm, thịt ba chỉ, bún và rau thơm, chấm tương đậu phộng.',
      'Reispapierrollen mit Garnelen, Schweinebauch, Reisnudeln und Kräutern, dazu Erdnuss-Hoisin-Dip.',
      'Rice paper rolls with shrimp, pork belly, vermicelli and herbs, served with a peanut hoisin dip.',
    ],
  },
  {
    category: 'goi',
    price: 75000,
    art: { kind: 'plate', color: '#f48fb1' },
    name: ['Gỏi ngó sen tôm thịt', 'Lotusstängel-Salat mit Garnelen und Schweinefleisch', 'Lotus stem salad with shrimp and pork'],
    description: [
      'Ngó sen giòn trộn tôm, thịt, cà rốt, rau răm và đậu phộng, rưới nước mắm chua ngọt; ăn kèm bánh phồng tôm.',
      'Knackige Lotusstängel mit Garnelen, Schweinefleisch, Karotten, vietnamesischem Koriander und Erdnüssen in süßsaurem Dressing, dazu Krabbenchips.',
      'Crunchy lotus stems with shrimp, pork, carrot, Vietnamese coriander and peanuts in a sweet and sour fish sauce dressing, with prawn crackers.',
    ],
  },
  {
    category: 'goi',
    price: 65000,
    art: { kind: 'plate', color: '#ffe0b2' },
    name: ['Gỏi gà bắp cải', 'Hühnersalat mit Weißkohl', 'Chicken and cabbage salad'],
    description: [
      'Gà xé, bắp cải, hành tây và rau răm trộn chua ngọt.',
      'Gezupftes Huhn, Weißkohl, Zwiebeln und vietnamesischer Koriander, süßsauer angemacht.',
      'Shredded chicken, cabbage, onion and Vietnamese coriander in a sweet and sour dressing.',
    ],
  },
  {
    category: 'goi',
    price: 40000,
    description: null,
    art: { color: '#aed581' },
    name: ['Gỏi cuốn chay', 'Vegetarische Sommerrollen', 'Vegetarian summer rolls'],
  },
  // Lẩu
  {
    category: 'lau',
    price: 250000,
    featured: true,
    name: ['Lẩu Thái hải sản', 'Thai-Feuertopf mit Meeresfrüchten', 'Thai seafood hot pot'],
    description: [
      'Nồi lẩu chua cay kiểu Thái với tôm, mực, nghêu, cá và nấm, kèm rau muống, bắp chuối và bún; dành cho 2–3 người.',
      'Sauer-scharfer Feuertopf nach Thai-Art mit Garnelen, Tintenfisch, Venusmuscheln, Fisch und Pilzen, dazu Wasserspinat, Bananenblüte und Reisnudeln; für 2–3 Personen.',
      'Hot and sour Thai-style hot pot with shrimp, squid, clams, fish and mushrooms, with morning glory, banana blossom and vermicelli; serves 2–3.',
    ],
  },
  {
    category: 'lau',
    price: 230000,
    art: { color: '#c0a16b' },
    name: ['Lẩu bò nhúng giấm', 'Rindfleisch-Fondue in Essigbrühe', 'Beef fondue in vinegar broth'],
    description: [
      'Thăn bò thái mỏng nhúng nước giấm dừa, cuốn bánh tráng với rau sống.',
      'Hauchdünnes Rinderfilet, in Kokosessig-Brühe gegart und mit Kräutern in Reispapier gerollt.',
      'Thinly sliced beef tenderloin dipped in coconut vinegar broth and rolled in rice paper with fresh herbs.',
    ],
  },
  {
    category: 'lau',
    price: 190000,
    art: { color: '#a1887f' },
    name: ['Lẩu nấm chay', 'Vegetarischer Pilz-Feuertopf', 'Vegetarian mushroom hot pot'],
    description: [
      'Nước dùng rau củ ngọt thanh với sáu loại nấm, đậu hũ non và rau xanh.',
      'Milde Gemüsebrühe mit sechs Pilzsorten, Seidentofu und grünem Gemüse.',
      'Light vegetable broth with six kinds of mushrooms, silken tofu and greens.',
    ],
  },
];
