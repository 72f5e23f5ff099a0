// Google Consent Mode v2 defaults, served from our origin and run before any tag (no inline
// script: the CSP forbids them). Everything is denied until the visitor chooses; a stored
// choice (cookie "cookie-consent", see src/features/consent/consent-state.ts) is applied at once.
;(function () {
  window.dataLayer = window.dataLayer || []
  function gtag() {
    window.dataLayer.push(arguments)
  }
  window.gtag = window.gtag || gtag
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  })
  var match = document.cookie.match(/(?:^|;\s*)cookie-consent=([^;]*)/)
  if (!match) return
  var value = decodeURIComponent(match[1])
  var yes = function (category) {
    return value.indexOf(category + ':yes') !== -1 ? 'granted' : 'denied'
  }
  window.gtag('consent', 'update', {
    analytics_storage: yes('analytics'),
    ad_storage: yes('advertisement'),
    ad_user_data: yes('advertisement'),
    ad_personalization: yes('advertisement'),
  })
})()
