import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useEffect, useRef, useState } from 'react'
import { errorMessage, SignInRedirect } from '@/services/http/errors'
import type { PendingIntentInput } from '@/services/pending-action'
import { chooseFile, keepChosenFile, takeKeptFile, type ChosenFile } from '@/services/platform/choose-file'
import { toast } from '@/services/ui/toast'
import { formatSize } from '@/shared/format'
import { uploadFile } from '@/features/upload'
import { useFieldIds } from '@/features/forms/a11y'
import { boolAttr } from '@/utils/dom-attrs'
import { FieldFrame } from './field-frame'
import type { FieldProps } from './types'
import { tapTarget } from '@/utils/tap-target'

/** The upload endpoint's limit (docs/endpoints.md: 5 MB). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The pending-action kind of a file picked before sign-in (payload: UploadIntent). */
export const UPLOAD_INTENT = 'form-upload'

/** Which field of which form a kept file belongs to. */
export interface UploadIntent {
  formId: number
  fieldKey: string
}

/** What an upload field needs of the session (the form screen gives it). */
export interface UploadAccess {
  formId: number
  signedIn: boolean
  /** The account's apiKey; signs in first, keeping `intent` for this page when the sign-in leaves it. */
  apiKey: (intent?: PendingIntentInput<UploadIntent>) => Promise<string>
  /** The upload intent kept for this page that `match` accepts, taken once signed in (session.resumeIntent). */
  resume: (match: (payload: UploadIntent) => boolean) => UploadIntent | null
}

interface UploadFieldProps extends FieldProps {
  uploads: UploadAccess
}

function baseName(url: string): string {
  const clean = url.split(/[?#]/)[0]
  return decodeURIComponent(clean.split('/').pop() || '文件')
}

/**
 * IMAGE and FILE: pick, upload with a progress bar, preview, replace or remove. The value is the uploaded URL.
 * A visitor without an account picks first; on the web the sign-in then reloads the page, so the picked file is
 * kept in the browser with a pending intent and uploaded once the page is back signed in.
 */
export function UploadField({ field, value, error, onChange, uploads }: UploadFieldProps) {
  const url = typeof value === 'string' ? value : ''
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [name, setName] = useState<string | null>(null)
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    []
  )
  const ids = useFieldIds(field.key)
  const isImage = field.type === 'IMAGE'
  const busy = progress !== null
  // The button's name holds what it shows (WCAG 2.5.3): 上传名片，选择图片.
  const pickText = url ? '重新上传' : isImage ? '选择图片' : '选择文件'

  const { formId, signedIn } = uploads
  const keepKey = `form:${formId}:${field.key}`
  const uploadsRef = useRef(uploads)
  uploadsRef.current = uploads

  /** Signs in when needed (keeping the file across a sign-in that reloads the page), then uploads it. */
  const send = async (file: ChosenFile, afterSignIn: boolean) => {
    setUploadError(null)
    try {
      const kept = !uploadsRef.current.signedIn && (await keepChosenFile(keepKey, file))
      const apiKey = await uploadsRef.current.apiKey(kept ? { kind: UPLOAD_INTENT, payload: { formId, fieldKey: field.key } } : undefined)
      // Signed in without leaving the page: the kept copy is not needed.
      if (kept) void takeKeptFile(keepKey)
      setProgress(0)
      const result = await uploadFile(file.path, apiKey, p => live.current && setProgress(Math.max(0, Math.min(100, Math.round(p)))), file.name)
      if (!live.current) return
      setName(result.name || file.name)
      onChange(result.url)
      if (afterSignIn) toast(`已登录，${field.label}已上传`)
    } catch (e) {
      // Leaving for the sign-in page: the file waits in the browser and is uploaded on the way back.
      if (live.current && !(e instanceof SignInRedirect)) setUploadError(errorMessage(e))
    } finally {
      if (live.current) setProgress(null)
    }
  }

  const pick = async () => {
    if (busy) return
    setUploadError(null)
    let file: ChosenFile | null
    try {
      file = await chooseFile(isImage ? 'image' : 'file')
    } catch (e) {
      setUploadError(errorMessage(e))
      return
    }
    if (!file) return
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(`文件不能超过 ${formatSize(MAX_UPLOAD_BYTES)}，当前 ${formatSize(file.size)}`)
      return
    }
    await send(file, false)
  }

  // Back from the sign-in a pick led to: upload the file that was kept for this field.
  useEffect(() => {
    if (!signedIn) return
    const intent = uploadsRef.current.resume(p => !!p && p.formId === formId && p.fieldKey === field.key)
    if (!intent) return
    setProgress(0)
    void takeKeptFile(keepKey).then(file => {
      if (!live.current) return
      if (file) return send(file, true)
      setProgress(null)
      setUploadError(`已登录，请重新选择${field.label}`)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in; send reads the latest props through refs
  }, [signedIn, formId, field.key])

  const shownError = error || uploadError
  return (
    <FieldFrame
      fieldKey={field.key}
      label={field.label}
      required={field.required}
      error={shownError}
      hint={isImage ? '支持 jpg、png，不超过 5MB' : '支持 pdf、Office 文档和图片，不超过 5MB'}
    >
      {url && !busy && (
        <View className='form-upload__done'>
          {isImage ? (
            <Image
              className='form-upload__preview'
              src={url}
              mode='aspectFill'
              lazyLoad
              aria-label={`已上传的${field.label}`}
              imgProps={{ alt: `已上传的${field.label}` }}
            />
          ) : (
            <Text className='form-upload__name'>{name || baseName(url)}</Text>
          )}
          <Text className='form-upload__remove' {...tapTarget('button')} aria-label={`删除${field.label}`} onClick={() => onChange('')}>
            删除
          </Text>
        </View>
      )}
      {busy && (
        <View
          className='form-upload__progress'
          role='progressbar'
          aria-label={`${field.label}上传进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress ?? 0}
        >
          <View className='form-upload__bar' style={{ width: `${progress ?? 0}%` }} />
          <Text className='form-upload__percent'>上传中 {progress ?? 0}%</Text>
        </View>
      )}
      <Button
        className='form-upload__button'
        size='mini'
        disabled={boolAttr(busy)}
        onClick={() => void pick()}
        aria-label={`${url ? '更换' : '上传'}${field.label}，${pickText}`}
        aria-describedby={shownError ? ids.error : undefined}
      >
        {pickText}
      </Button>
    </FieldFrame>
  )
}
