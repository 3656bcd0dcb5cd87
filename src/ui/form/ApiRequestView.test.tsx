import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestView } from './ApiRequestView';

afterEach(cleanup);

const CREATE = {
  method: 'POST' as const,
  url: 'https://console.example/api/ssh_keys',
  body: { team_id: 't1', name: 'laptop' },
};

describe('ApiRequestView', () => {
  it('opens on request and shows the method, URL, body and curl, never a token', async () => {
    const user = userEvent.setup();
    render(<ApiRequestView request={CREATE} />);
    const toggle = screen.getByRole('button', { name: 'API request' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'API request' })).toBeNull();

    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'API request' });
    expect(panel).toHaveTextContent('POST https://console.example/api/ssh_keys');
    expect(screen.getByRole('figure', { name: /JSON body/ })).toHaveTextContent('"name": "laptop"');
    expect(screen.getByRole('figure', { name: /curl/ })).toHaveTextContent('Bearer $ONIDEL_TOKEN');
    expect(screen.getByRole('button', { name: 'Copy curl' })).toBeVisible();
  });

  it('lists the requests of a change made of several, in order, and gives one curl per request', async () => {
    const user = userEvent.setup();
    const second = { ...CREATE, body: { team_id: 't1', name: 'desktop' } };
    render(<ApiRequestView request={[CREATE, second]} />);
    await user.click(screen.getByRole('button', { name: 'API request' }));
    expect(screen.getByRole('region', { name: 'API request' })).toHaveTextContent('2 requests, sent one after another');
    expect(screen.getByRole('figure', { name: 'JSON body 1' })).toHaveTextContent('"name": "laptop"');
    expect(screen.getByRole('figure', { name: 'JSON body 2' })).toHaveTextContent('"name": "desktop"');
    const curl = screen.getByRole('figure', { name: 'curl' }).textContent ?? '';
    expect(curl.match(/curl -X POST/g)).toHaveLength(2);
    expect(curl.indexOf('laptop')).toBeLessThan(curl.indexOf('desktop'));
  });

  it('says why there is no request yet, and shows no body for a request without one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ApiRequestView request={null} incompleteText="Type a name first." />);
    await user.click(screen.getByRole('button', { name: 'API request' }));
    expect(screen.getByRole('region', { name: 'API request' })).toHaveTextContent('Type a name first.');

    rerender(<ApiRequestView request={{ method: 'DELETE', url: 'https://console.example/api/ssh_keys/k1' }} />);
    expect(screen.queryByRole('figure', { name: /JSON body/ })).toBeNull();
    expect(screen.getByRole('figure', { name: /curl/ })).toHaveTextContent('curl -X DELETE');
  });
});
