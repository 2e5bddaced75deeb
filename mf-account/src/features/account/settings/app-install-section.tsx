import { Button, Group, Section, Text } from '@portal/ui';
import { useState } from 'react';
import { useInstallPrompt } from '../hooks/use-install-prompt';

// portal.md §2 Settings: the app install section, only if the browser can install and the app
// is not installed.

export function AppInstallSection() {
  const prompt = useInstallPrompt();
  const [installing, setInstalling] = useState(false);
  if (!prompt) return null;
  return (
    <Section title="Install the app">
      <Text>Add the portal to your home screen or desktop, to open it like any other app.</Text>
      <Group>
        <Button
          loading={installing}
          onClick={() => {
            setInstalling(true);
            void prompt.install().finally(() => setInstalling(false));
          }}
        >
          Install app
        </Button>
      </Group>
    </Section>
  );
}
