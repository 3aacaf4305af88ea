import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';

/** Goes to an app path; in the app it is the router's navigate (main.tsx), elsewhere a page load. */
export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

const pageLoad: NavigateTo = (to, options) => (options?.replace ? location.replace(to) : location.assign(to));

/**
 * How the screens that are also drawn on the login page go elsewhere. The login page (login.html,
 * src/guest.tsx) has no router: React Router is about a quarter of its JavaScript and the page
 * needs none of it (docs/decisions/036-the-standard-build.md). There a link or a successful login
 * loads the app's page; inside the app, the router moves.
 */
export const NavigationContext = createContext<NavigateTo>(pageLoad);

export const useNavigate = () => useContext(NavigationContext);

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A link to an app path (usable as Mantine's `component={Link}`). A modified click opens it as the browser does. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} {...rest} onClick={click} />;
}
