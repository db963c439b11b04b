export default definePageConfig({
  navigationBarTitleText: '渠道伙伴中心',
  navigationStyle: 'custom'
})
