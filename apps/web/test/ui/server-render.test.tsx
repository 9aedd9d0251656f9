// The page's Content-Security-Policy refuses style attributes in server-rendered HTML, so the kit's
// first render must not need any. Popups render nothing until opened; Base UI's hidden native
// inputs of checkboxes, radios and switches carry one, which the kit's CSS makes unnecessary.
import { createHash } from 'node:crypto';
import { HIDDEN_INPUT_STYLE_HASH } from '@blitz/contract';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from '../../src/ui/accordion';
import { Button } from '../../src/ui/button';
import { Checkbox } from '../../src/ui/checkbox';
import { Dialog } from '../../src/ui/dialog';
import { Drawer } from '../../src/ui/drawer';
import { Menu, MenuItem } from '../../src/ui/menu';
import { Pagination } from '../../src/ui/pagination';
import { Popover } from '../../src/ui/popover';
import { Radio, RadioGroup } from '../../src/ui/radio-group';
import { Select } from '../../src/ui/select';
import { Switch } from '../../src/ui/switch';
import { Tab, TabList, TabPanel, Tabs } from '../../src/ui/tabs';
import { ToastProvider } from '../../src/ui/toast';
import { Tooltip } from '../../src/ui/tooltip';

const noop = () => {};

const closedOrStatic: Record<string, ReactElement> = {
  dialog: (
    <Dialog open={false} onClose={noop} title="T">
      x
    </Dialog>
  ),
  drawer: (
    <Drawer side="left" open={false} onClose={noop} label="L">
      x
    </Drawer>
  ),
  menu: (
    <Menu trigger={<Button>Open</Button>}>
      <MenuItem>Item</MenuItem>
    </Menu>
  ),
  popover: (
    <Popover trigger={<Button>Open</Button>} label="P">
      x
    </Popover>
  ),
  tooltip: (
    <Tooltip title="Tip">
      <Button>Open</Button>
    </Tooltip>
  ),
  tabs: (
    <Tabs defaultValue="a">
      <TabList>
        <Tab value="a">A</Tab>
        <Tab value="b">B</Tab>
      </TabList>
      <TabPanel value="a">Panel</TabPanel>
    </Tabs>
  ),
  accordion: (
    <Accordion>
      <AccordionItem title="Q">A</AccordionItem>
    </Accordion>
  ),
  toast: <ToastProvider>page</ToastProvider>,
  select: (
    <Select label="S" helperText="h">
      <option>o</option>
    </Select>
  ),
  pagination: <Pagination count={10} page={5} onChange={noop} />,
};

describe('the first server render', () => {
  it('of a closed dialog or drawer is empty', () => {
    expect(renderToString(closedOrStatic.dialog!)).toBe('');
    expect(renderToString(closedOrStatic.drawer!)).toBe('');
  });

  it.each(Object.entries(closedOrStatic))('of %s has no style attribute', (_name, element) => {
    expect(renderToString(<main>{element}</main>)).not.toMatch(/\sstyle=/);
  });

  it('of checkboxes, radios and switches has style attributes only on the hidden inputs the kit hides too', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Checkbox label="C" defaultChecked />
        <Switch label="S" />
        <RadioGroup label="R" defaultValue="a">
          <Radio value="a" label="A" />
        </RadioGroup>
      </>,
    );
    const styled = [...container.querySelectorAll('[style]')];
    expect(styled).toHaveLength(3);
    // Each the one value the page's policy allows by its hash (style-src-attr).
    for (const element of styled) {
      const hash = createHash('sha256').update(element.getAttribute('style')!).digest('base64');
      expect(`sha256-${hash}`).toBe(HIDDEN_INPUT_STYLE_HASH);
    }
    for (const element of styled) {
      // The kit's rule: `.label > input[aria-hidden='true']`, the label being the kit's own.
      expect(element.matches('label > input[aria-hidden="true"]')).toBe(true);
      expect(element.parentElement?.className).toMatch(/label/);
    }
  });
});
