import { Drawer, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface FrameProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

// Mantine renders a modal's header as <header>, which axe counts as a second page banner
// beside the app shell's (landmark-no-duplicate-banner); these frames render it as a <div>
// and name the close button.

/** A right-hand drawer (an invoice's or an act's details). */
export function SideSheet({ opened, onClose, title, children }: FrameProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xl">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={600}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label="Закрыть" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** A centred modal (staff money actions, signing or disputing an act). */
export function ConfirmFrame({ opened, onClose, title, children }: FrameProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Закрыть" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
