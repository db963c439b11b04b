import type { MyData } from '../../../types/contract'
import { http } from '@/services/http'

/** GET /api/ca/v1/personalCenter/myData (ours; leadRadar): what is kept about the signed-in visitor. */
export const getMyData = () => http.get<MyData>('/ca/v1/personalCenter/myData')
/** POST /api/ca/v1/personalCenter/myData/clear (ours; leadRadar): forget it; answers what is kept after. */
export const clearMyData = () => http.post<MyData>('/ca/v1/personalCenter/myData/clear')
