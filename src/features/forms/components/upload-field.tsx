import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useEffect, useRef, useState } from 'react'
import { errorMessage } from '@/services/http/errors'
import { chooseFile } from '@/services/platform/choose-file'
import { formatSize } from '@/utils/format'
import { uploadFile } from '@/features/upload'
import { useFieldIds } from '@/features/forms/a11y'
import { boolAttr } from '@/utils/dom-attrs'
import { FieldFrame } from './field-frame'
import type { FieldProps } from './types'
import { tapTarget } from '@/utils/tap-target'

/** The upload endpoint's limit (docs/endpoints.md: 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export interface UploadFieldProps extends FieldProps {
  /** The signed-in account's apiKey (signs in first when needed). */
  getApiKey: () => Promise<string>
}

function baseName(url: string): string {
  const clean = url.split(/[?#]/)[0]
  return decodeURIComponent(clean.split('/').pop() || '文件')
}

/** IMAGE and FILE: pick, upload with a progress bar, preview, replace or remove. The value is the uploaded URL. */
export function UploadField({ field, value, error, onChange, getApiKey }: UploadFieldProps) {
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

  const pick = async () => {
    if (busy) return
    setUploadError(null)
    try {
      const file = await chooseFile(isImage ? 'image' : 'file')
      if (!file) return
      if (file.size > MAX_UPLOAD_BYTES) {
        setUploadError(`文件不能超过 ${formatSize(MAX_UPLOAD_BYTES)}，当前 ${formatSize(file.size)}`)
        return
      }
      const apiKey = await getApiKey()
      setProgress(0)
      const result = await uploadFile(file.path, apiKey, p => live.current && setProgress(Math.max(0, Math.min(100, Math.round(p)))), file.name)
      if (!live.current) return
      setName(result.name || file.name)
      onChange(result.url)
    } catch (e) {
      if (live.current) setUploadError(errorMessage(e))
    } finally {
      if (live.current) setProgress(null)
    }
  }

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
