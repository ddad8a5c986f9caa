/** The top page's tour search form lands here and is redirected to the list (lib/search/topSearchRoute.ts). */
import { topSearchRoute } from '@/lib/search/topSearchRoute';

export const GET = topSearchRoute('tours');
