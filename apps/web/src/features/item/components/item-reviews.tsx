// Reviews of the product behind an auction: the average rating and each review with its stars.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Review } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { formatDateTime } from './format-date';

export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
}

export function ItemReviews({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useTranslation();
  const average = averageRating(reviews);
  return (
    <Box component="section" aria-labelledby="item-reviews-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="item-reviews-title" variant="h5" component="h2">
          {t('item.reviews')}
        </Typography>
        {reviews.length > 0 && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Rating value={average} precision={0.1} readOnly size="small" aria-hidden />
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {t('item.averageRating', { average, count: reviews.length })}
            </Typography>
          </Stack>
        )}
      </Stack>
      {reviews.length === 0 ? (
        <Typography color="text.secondary">{t('item.noReviews')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {reviews.map((review, i) => (
            <Box
              component="li"
              key={`${review.nickname}-${review.date}-${i}`}
              sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3 }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                <Avatar src={review.profileImage ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                  {review.nickname.slice(0, 1).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{review.nickname}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatDateTime(review.date, i18n.language, false)}
                  </Typography>
                </Box>
                <Rating
                  value={review.rating}
                  readOnly
                  size="small"
                  sx={{ ml: 'auto !important' }}
                  aria-label={t('item.ratingLabel', { rating: review.rating })}
                />
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{review.review}</Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
