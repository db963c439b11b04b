import React, { act } from 'react'
import { useFormFields } from '../../src/hooks/use-form-fields'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mount = mountEachTest()

interface Shipping {
  name: string
  cellphone: string
}

describe('useFormFields', () => {
  let form: ReturnType<typeof useFormFields<Shipping>>
  function Probe() {
    form = useFormFields<Shipping>(() => ({ name: '张三', cellphone: '' }))
    return null
  }

  it('starts from the initial values with no messages', () => {
    act(() => mount.root.render(<Probe />))
    expect(form.values).toEqual({ name: '张三', cellphone: '' })
    expect(form.errors).toEqual({})
  })

  it('typing into a field stores the value and clears that field’s message only', () => {
    act(() => mount.root.render(<Probe />))
    act(() => form.setErrors({ name: '请填写姓名', cellphone: '请输入正确的11位手机号' }))
    act(() => form.set('cellphone', '13800000000'))
    expect(form.values).toEqual({ name: '张三', cellphone: '13800000000' })
    expect(form.errors.cellphone).toBeUndefined()
    expect(form.errors.name).toBe('请填写姓名')
  })

  it('keeps the same messages object when the field had none (no re-render for nothing)', () => {
    act(() => mount.root.render(<Probe />))
    act(() => form.setErrors({ name: '请填写姓名' }))
    const before = form.errors
    act(() => form.set('cellphone', '1'))
    expect(form.errors).toBe(before)
  })
})
