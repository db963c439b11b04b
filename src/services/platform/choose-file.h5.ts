/** A file the visitor picked: a local path uploadFile can send, its name and size in bytes. */
export interface ChosenFile {
  path: string
  name: string
  size: number
}

export type ChooseKind = 'image' | 'file'

/** What the upload endpoint takes besides images (SPEC §7 upload: images, pdf, office). */
const FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,image/*'

/** The File behind each blob URL chooseFile made, so the upload sends the visitor's own file and name. */
const picked = new Map<string, File>()

/** The File a path from chooseFile stands for (undefined for other paths). */
export function pickedFile(path: string): File | undefined {
  return picked.get(path)
}

/**
 * The browser has no chooseMessageFile: a hidden <input type=file> picks the file and a blob URL
 * stands in for the path (Taro's H5 uploadFile reads blob URLs). Null when the visitor cancels.
 */
export function chooseFile(kind: ChooseKind): Promise<ChosenFile | null> {
  return new Promise((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new Error('无法选择文件'))
      return
    }
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = kind === 'image' ? 'image/*' : FILE_ACCEPT
    input.style.position = 'fixed'
    input.style.left = '-1000px'
    input.setAttribute('aria-hidden', 'true')
    let settled = false
    const done = (file: ChosenFile | null) => {
      if (settled) return
      settled = true
      input.remove()
      resolve(file)
    }
    input.addEventListener('change', () => {
      const file = input.files && input.files[0]
      if (!file) return done(null)
      const path = URL.createObjectURL(file)
      picked.set(path, file)
      done({ path, name: file.name, size: file.size })
    })
    // Browsers that support it say when the picker closed without a choice.
    input.addEventListener('cancel', () => done(null))
    document.body.appendChild(input)
    input.click()
  })
}
