/**
 * The 'Create News Article' and 'Edit News Article' modals (admin spec §2, §5 News): title,
 * subtitle and description required, at least one picture and at most 5 in all, the item's own
 * pictures removable on edit. Sent as the spec's multipart form (img files; on edit
 * existingImages and imagesToDelete as JSON lists); 'News created successfully!' or 'News
 * updated successfully!' on success, the server's reason otherwise.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_NEWS_IMAGES,
  NEWS_CREATED,
  NEWS_IMAGE_REQUIRED,
  NEWS_UPDATED,
  TOO_MANY_NEWS_IMAGES,
} from '@shop/domain/news/news.rules';
import { newsFields, type NewsFields } from '@shop/domain/news/news.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { useSaveNews, type NewsItem } from '../api/admin-news';
import { NewsImagePicker } from './news-image-picker';

const FORM_ID = 'news-form';

/** The multipart body of the form: the words, the pictures kept and removed (on edit), the new files. */
function formDataOf(fields: NewsFields, item: NewsItem | undefined, kept: string[], added: File[]): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('subtitle', fields.subtitle);
  form.append('description', fields.description);
  if (item) {
    form.append('existingImages', JSON.stringify(kept));
    form.append('imagesToDelete', JSON.stringify(item.image.filter((url) => !kept.includes(url))));
  }
  for (const file of added) form.append('img', file, file.name);
  return form;
}

export function NewsFormDialog({ item, onClose }: { item?: NewsItem; onClose: () => void }) {
  const save = useSaveNews();
  const [kept, setKept] = useState<string[]>(item?.image ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<NewsFields>({
    resolver: zodResolver(newsFields),
    mode: 'onTouched',
    defaultValues: { title: item?.title ?? '', subtitle: item?.subtitle ?? '', description: item?.description ?? '' },
  });

  const onSubmit = handleSubmit(async (fields) => {
    const count = kept.length + added.length;
    if (count === 0) return setImageError(NEWS_IMAGE_REQUIRED);
    if (count > MAX_NEWS_IMAGES) return setImageError(TOO_MANY_NEWS_IMAGES);
    setImageError(undefined);
    try {
      const reply = await save.mutateAsync({ id: item?._id, form: formDataOf(fields, item, kept, added) });
      toast.success(reply.message ?? (item ? NEWS_UPDATED : NEWS_CREATED));
      onClose();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to save the news article');
    }
  });

  return (
    <Modal
      title={item ? 'Edit News Article' : 'Create News Article'}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={save.isPending}>
            {item ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label="Title"
          required
          data-autofocus
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <InputField label="Subtitle" required error={formState.errors.subtitle?.message} {...register('subtitle')} />
        <TextAreaField
          label="Description"
          rows={6}
          required
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <NewsImagePicker
          kept={kept}
          added={added}
          onKeptChange={(next) => {
            setImageError(undefined);
            setKept(next);
          }}
          onAddedChange={(next) => {
            setImageError(undefined);
            setAdded(next);
          }}
          error={imageError}
        />
      </form>
    </Modal>
  );
}
