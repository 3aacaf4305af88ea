import { MyOffersRoute } from './offers';

export default MyOffersRoute;
