import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface StageBar {
  stage: string;
  label: string;
  count: number;
}

/**
 * How many items stand in each stage, one horizontal bar per stage scaled to the largest: a list,
 * so a screen reader reads each stage with its count.
 */
export function DashboardStageBars({ label, stages }: { label: string; stages: StageBar[] }) {
  const largest = Math.max(1, ...stages.map((stage) => stage.count));
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
    >
      {stages.map((stage) => (
        <Box component="li" key={stage.stage}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">{stage.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {stage.count}
            </Typography>
          </Box>
          <Box
            aria-hidden
            sx={{
              mt: 0.5,
              height: 8,
              borderRadius: 1,
              bgcolor: 'action.hover',
              overflow: 'hidden',
            }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${(stage.count / largest) * 100}%`,
                bgcolor: stage.count > 0 ? 'primary.main' : 'transparent',
                borderRadius: 1,
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
