// Reviews of the product behind an auction: the average rating and each review with its stars.
import type { Review } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../ui/misc';
import { Rating } from '../../../ui/rating';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { formatDateTime } from './format-date';
import styles from './item-reviews.module.css';

export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
}

export function ItemReviews({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useTranslation();
  const average = averageRating(reviews);
  return (
    <section aria-labelledby="item-reviews-title">
      <Stack direction="row" spacing={1.5} align="center" wrap className={styles.heading}>
        <Text id="item-reviews-title" variant="h5" component="h2">
          {t('item.reviews')}
        </Text>
        {reviews.length > 0 && (
          <Stack direction="row" spacing={0.75} align="center">
            <Rating value={average} />
            <Text variant="body2" color="text.secondary" className={styles.strong}>
              {t('item.averageRating', { average, count: reviews.length })}
            </Text>
          </Stack>
        )}
      </Stack>
      {reviews.length === 0 ? (
        <Text color="text.secondary">{t('item.noReviews')}</Text>
      ) : (
        <Stack component="ul" spacing={2}>
          {reviews.map((review, i) => (
            <li key={`${review.nickname}-${review.date}-${i}`} className={styles.review}>
              <Stack direction="row" spacing={1.5} align="center" className={styles.byline}>
                <Avatar src={review.profileImage ?? undefined} className={styles.avatar}>
                  {review.nickname.slice(0, 1).toUpperCase()}
                </Avatar>
                <div className={styles.who}>
                  <Text className={styles.nickname}>{review.nickname}</Text>
                  <Text variant="caption" color="text.secondary">
                    {formatDateTime(review.date, i18n.language, false)}
                  </Text>
                </div>
                <Rating value={review.rating} label={t('item.ratingLabel', { rating: review.rating })} className={styles.stars} />
              </Stack>
              <Text className={styles.text}>{review.review}</Text>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
