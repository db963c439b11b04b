export default definePageConfig({
  navigationBarTitleText: '名片信息',
  navigationStyle: 'custom'
})
