/** The part of s3rver (no published types) the scale checks use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string })
    run(): Promise<unknown>
    close(): Promise<void>
  }
}
