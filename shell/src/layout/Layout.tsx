// Page frame shared by every route: top bar, the routed page, footer.
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

const Main = styled.main`
  min-height: 60vh;
`;

export function Layout() {
  return (
    <>
      <TopBar />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
