export default definePageConfig({
  navigationBarTitleText: '打开链接',
  navigationStyle: 'custom'
})
