import { BasketContainer } from './basket-container';

export function Component() {
  return <BasketContainer />;
}
