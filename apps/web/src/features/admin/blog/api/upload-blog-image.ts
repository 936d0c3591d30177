/** POST /blog/upload-image (staff) — one picture (multipart field image) into the media store; its URL (admin spec §7). */
import { postForm } from '../../../../lib/api-upload';

export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const reply = await postForm('POST /blog/upload-image', {}, form);
  return reply.data.url;
}
