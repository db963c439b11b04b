import type { Attendee, BehalfSubmitBody, FormValue, SmsCodeResult, SubmitSurveyBody, SubmitSurveyResult, WebsiteForm } from '../../../types/contract'
import { http } from '@/services/http'

/** GET /api/open/v1/account/getFormById?id */
export const getFormById = (id: number) => http.get<WebsiteForm>('/open/v1/account/getFormById', { id })
/** POST /api/open/v1/account/submitSurvey?websiteFormId */
export const submitSurvey = (websiteFormId: number, body: SubmitSurveyBody) =>
  http.request<SubmitSurveyResult>('/open/v1/account/submitSurvey', { method: 'POST', params: { websiteFormId }, data: body })
/** POST /api/open/v1/account/verification?websiteFormId {cellphone} */
export const sendFormVerification = (websiteFormId: number, cellphone: string) =>
  http.request<SmsCodeResult>('/open/v1/account/verification', { method: 'POST', params: { websiteFormId }, data: { cellphone } })
/** GET /api/ca-open/v1/companyAccount/form/submitted?websiteFormId → 209 boolean */
export const isFormSubmitted = (websiteFormId: number) => http.get<boolean>('/ca-open/v1/companyAccount/form/submitted', { websiteFormId })
/** POST /api/open/v1/account/form/behalfSubmit */
export const behalfSubmit = (body: BehalfSubmitBody) => http.post<Attendee>('/open/v1/account/form/behalfSubmit', body)
/** POST /api/open/v1/account/form/modifyProfileData?attendeeId */
export const modifyProfileData = (attendeeId: number, values: Record<string, FormValue>) =>
  http.request<Attendee>('/open/v1/account/form/modifyProfileData', { method: 'POST', params: { attendeeId }, data: { values } })
