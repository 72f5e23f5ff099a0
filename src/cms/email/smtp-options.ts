/** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the first byte). */
export function smtpOptions(url: string) {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 465 : 587)),
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
}
