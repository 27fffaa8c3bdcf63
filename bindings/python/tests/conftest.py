import pathlib
import signal
from collections.abc import Iterator

import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def repo() -> pathlib.Path:
    return REPO


@pytest.fixture
def default_sigint() -> Iterator[None]:
    """Python's own SIGINT handler (``KeyboardInterrupt``) for the test: a
    suite started with SIGINT ignored (``nohup``, or ``&`` in a
    non-interactive shell) inherits ``SIG_IGN``, under which a Ctrl-C test
    would wait for an interrupt that never comes. Child processes install it
    themselves (``signal.signal(signal.SIGINT, signal.default_int_handler)``)."""
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)
