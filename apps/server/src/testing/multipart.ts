/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----kabinet${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
