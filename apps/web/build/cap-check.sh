#!/usr/bin/env bash
# CI proof for the Android and iOS apps: `npx cap sync` copies the built web app
# (apps/web/dist) into both native projects, offline, from the npm packages. Checks that each copy
# is this build (index.html identical, its scripts and styles present) and that each project got
# the Capacitor config and the plugins. No Android SDK, Xcode or CocoaPods needed: on Linux
# `cap sync ios` skips `pod install` with a warning; if it fails anyway, `cap copy ios` still
# proves the copy. Builds the web app first only when dist/ is missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." # apps/web

fail() {
  echo "[cap-check] FAIL: $*" >&2
  exit 1
}

if [ ! -f dist/index.html ]; then
  echo '[cap-check] no dist/index.html: building the web app'
  npm run build </dev/null
fi

android=android/app/src/main/assets
ios=ios/App/App
# A copy left by an earlier sync must not pass for this one.
rm -rf "${android}/public" "${ios}/public"

npx cap sync android </dev/null
if ! npx cap sync ios </dev/null; then
  echo '[cap-check] `cap sync ios` failed (CocoaPods?): copying the web app with `cap copy ios`'
  npx cap copy ios </dev/null
fi

assets=$(grep -oE '(src|href)="/assets/[^"]+"' dist/index.html | sed -E 's/^[a-z]+="\/(.*)"$/\1/')
[ -n "${assets}" ] || fail 'dist/index.html names no /assets/ files'
for public in "${android}/public" "${ios}/public"; do
  cmp -s dist/index.html "${public}/index.html" || fail "${public}/index.html is not dist/index.html"
  for asset in ${assets}; do
    [ -f "${public}/${asset}" ] || fail "${public}/${asset} is missing"
  done
done
for config in "${android}/capacitor.config.json" "${ios}/capacitor.config.json"; do
  grep -q '"appId": "ru.kabinet.app"' "${config}" || fail "${config}: no appId ru.kabinet.app"
done
for plugin in PushNotificationsPlugin SplashScreenPlugin AppPlugin; do
  grep -q "${plugin}" "${android}/capacitor.plugins.json" || fail "Android plugins: no ${plugin}"
done
for pod in CapacitorApp CapacitorPushNotifications CapacitorSplashScreen; do
  grep -q "pod '${pod}'" ios/App/Podfile || fail "ios/App/Podfile: no ${pod}"
done
echo "[cap-check] web build copied into android and ios ($(wc -w <<<"${assets}") assets named by index.html)"
