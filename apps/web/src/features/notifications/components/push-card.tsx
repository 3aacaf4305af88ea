import { Button, Card, Text, Title } from '@mantine/core';
import { NOTIFY_SCREEN } from '@superliga/league';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { currentPushSubscription, disablePush, enablePush, PushDenied, pushSupported } from '../api/push';

/** Turns push on or off for this device (each phone or computer subscribes on its own). */
export function PushCard() {
  const [on, setOn] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    void currentPushSubscription().then((s) => setOn(!!s));
  }, []);
  const supported = pushSupported();
  const toggle = async () => {
    setPending(true);
    try {
      const result = on ? await disablePush() : await enablePush();
      setOn(!on);
      notifySuccess(result.message);
    } catch (err) {
      notifyError(err instanceof PushDenied ? new Error(NOTIFY_SCREEN.pushDenied) : err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {NOTIFY_SCREEN.pushTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {NOTIFY_SCREEN.pushHelp}
      </Text>
      {supported ? (
        <Button variant={on ? 'default' : 'filled'} loading={pending || on === null} onClick={() => void toggle()}>
          {on ? NOTIFY_SCREEN.pushDisable : NOTIFY_SCREEN.pushEnable}
        </Button>
      ) : (
        <Text size="sm">{NOTIFY_SCREEN.pushUnsupported}</Text>
      )}
    </Card>
  );
}
