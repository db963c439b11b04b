const mockEnhance = jest.fn()
jest.mock('@/services/ui/picker-a11y-impl', () => ({ enhance: mockEnhance }))

import { startPickerA11y } from '@/services/ui/picker-a11y.h5'

describe('picker sheets get their keyboard support', () => {
  it('hands each opened sheet and the field that opened it to the chunk', async () => {
    startPickerA11y()
    const field = document.createElement('input')
    document.body.appendChild(field)
    field.focus()
    const overlay = document.createElement('div')
    overlay.className = 'taro-picker__overlay'
    document.body.appendChild(overlay)
    await new Promise(resolve => setTimeout(resolve, 0))
    await Promise.resolve()
    expect(mockEnhance).toHaveBeenCalledWith(overlay, field)
    // another element is no sheet
    document.body.appendChild(document.createElement('div'))
    await new Promise(resolve => setTimeout(resolve, 0))
    expect(mockEnhance).toHaveBeenCalledTimes(1)
  })
})
