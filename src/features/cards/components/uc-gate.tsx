import React from 'react'
import { ErrorView, Loading } from '@/components/states'
import { useUcToken } from '@/features/cards/use-uc-token'

/** The colleague area's door: waits for the UC token (the session sends a stranger to uc/login), then renders. */
export function UcGate({ children }: { children: (token: string) => React.ReactNode }) {
  const { token, error } = useUcToken()
  if (error) return <ErrorView error={error} />
  if (!token) return <Loading text='正在确认同事身份…' />
  return <>{children(token)}</>
}
