export default definePageConfig({
  navigationBarTitleText: '现场互动',
  navigationStyle: 'custom'
})
