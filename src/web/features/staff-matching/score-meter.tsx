import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** A score out of 100 as a number and a bar; the bar is labelled for screen readers, the number is visible. */
export function ScoreMeter({ score, label = 'Score' }: { score: number | null; label?: string }) {
  if (score === null) return <Typography variant="body2">No score</Typography>;
  const value = Math.max(0, Math.min(100, score));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', minWidth: '3ch', textAlign: 'right' }}>
        {Math.round(score)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`${label} ${Math.round(score)} of 100`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
