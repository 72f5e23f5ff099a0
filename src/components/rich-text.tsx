import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

type Props = { data: SerializedEditorState | null | undefined; className?: string; lang?: string }

/** Editor-written rich text, rendered on the server by Payload's Lexical converter (a server component). */
export function RichText({ data, className, lang }: Props) {
  if (!data) return null
  return (
    <div className={`prose-body ${className ?? ''}`} lang={lang}>
      <LexicalRichText data={data} disableContainer />
    </div>
  )
}
