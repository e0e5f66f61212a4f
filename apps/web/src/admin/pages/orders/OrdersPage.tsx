import { stationsOf } from '@app/contract';
import { useUser } from '../../session/session-context';
import { StationBoard } from './board/StationBoard';
import { OrdersListView } from './OrdersListView';

/** Management gets the order list; Kitchen, Sushi and Waiter (bar) get their station board instead. */
export function OrdersPage() {
  const user = useUser();
  return stationsOf(user.role) === null ? <OrdersListView /> : <StationBoard />;
}
