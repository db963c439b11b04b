import React from 'react'
import { checkAddCpUser } from '@/features/account'
import { getAddCpUserCode } from '@/features/content'
import { GatePrompt } from '@/features/content/components'
import { useIdParam } from '@/hooks/use-params'
import { cpContactCodeKey } from '@/shared/gate-codes'
import { useStores } from '@/stores/context'

export default function CpContactPage() {
  const id = useIdParam('id')
  const { session } = useStores()
  // Added when the account says so, or the contact check of that content does.
  // Any gated content (article, video… not only events): the server checks the contact for its id.
  const check = async (contentId: number) => {
    await session.requireAccount()
    const account = await session.refreshAccount()
    if (account?.cpContactAdded) return true
    return checkAddCpUser(contentId).then(
      v => v === true,
      () => false
    )
  }
  return (
    <GatePrompt
      pageTitle='添加企业微信'
      id={id}
      codeKey={cpContactCodeKey(id)}
      loadCode={getAddCpUserCode}
      fallbackTitle='添加企业微信后查看'
      fallbackTip='扫码添加顾问的企业微信，即可查看完整内容'
      doneText='我已添加'
      check={check}
      notYetText='还未检测到添加，请扫码添加后再试'
    />
  )
}
