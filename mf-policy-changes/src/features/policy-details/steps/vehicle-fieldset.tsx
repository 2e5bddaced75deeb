import type { PolicyVehicle } from '@portal/contract';
import { Paper, Stack, Text } from '@portal/ui';
import type { ReactNode } from 'react';

/** One vehicle's questions, grouped under its registration and name ('AB19 CDE - Mazda MX-5'). */
export function VehicleFieldset({
  vehicle,
  children,
}: {
  vehicle: PolicyVehicle;
  children: ReactNode;
}) {
  return (
    <Paper component="fieldset" withBorder radius="md" p="md" m={0} miw={0}>
      <Text component="legend" fw={700} px={4}>
        {vehicle.label}
      </Text>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
