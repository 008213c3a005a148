/**
 * Filter tabs that show how many rows each one holds (the product tables' type and approval
 * filters). A count not known yet reads "–".
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface CountTab<Value extends string> {
  value: Value;
  label: string;
  /** Unknown yet: "–"; null: the tab shows no count. */
  count: number | null | undefined;
}

interface CountTabsProps<Value extends string> {
  /** What the tabs filter, for screen readers ("Filtrar productos por tipo"). */
  label: string;
  value: Value;
  tabs: readonly CountTab<Value>[];
  onChange: (value: Value) => void;
}

export function CountTabs<Value extends string>({
  label,
  value,
  tabs,
  onChange,
}: CountTabsProps<Value>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: Value) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              {tab.label}
              {tab.count === null ? null : (
                <Box
                  component="span"
                  sx={{
                    minWidth: 24,
                    px: 0.75,
                    borderRadius: 999,
                    bgcolor: value === tab.value ? 'primary.main' : 'action.selected',
                    color: value === tab.value ? 'primary.contrastText' : 'text.primary',
                    fontSize: 12,
                    lineHeight: '20px',
                  }}
                >
                  {tab.count === undefined ? '–' : tab.count}
                </Box>
              )}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
