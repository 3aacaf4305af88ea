// Every Mantine component style, loaded with the logged-in area only.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
