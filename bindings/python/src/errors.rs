//! `gridwords.Error`, and the engine's errors raised as it: what every
//! other module of the extension uses to fail, using none of them.

use std::ffi::CStr;

use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use gridwords::{Error as CoreError, ErrorCode};

pyo3::create_exception!(
    gridwords,
    Error,
    PyException,
    "Every refusal of the engine. `.code` is the stable error-code name (e.g. \"NOT_YOUR_TURN\"), `.number` its stable number, `.message` the engine's message; str(e) is \"CODE: message\"."
);

/// `gridwords.Error.__init__`: `Exception`'s, under a signature that
/// `inspect.signature` and `help()` read. A type `create_exception!` makes
/// has none of its own (its `__init__` is `BaseException`'s slot, which
/// carries no signature), and Python code is the one way to give an
/// exception type a method of its own here. `py_err` makes every raised
/// `Error` through it (one Python call more than before, next to the
/// attributes it sets).
const ERROR_INIT: &CStr = c"def __init__(self, *args: object) -> None:
    \"\"\"Raised by the engine with one argument, \"CODE: message\"; code, number and
    message are set as attributes after it.\"\"\"
    Exception.__init__(self, *args)
";

/// Gives `gridwords.Error` its `__init__` ([`ERROR_INIT`]).
pub(crate) fn error_init(py: Python<'_>) -> PyResult<()> {
    let globals = PyDict::new(py);
    globals.set_item("__name__", "gridwords")?;
    py.run(ERROR_INIT, Some(&globals), None)?;
    let init = globals
        .get_item("__init__")?
        .ok_or_else(|| pyo3::exceptions::PyRuntimeError::new_err("Error.__init__ not defined"))?;
    init.setattr("__qualname__", "Error.__init__")?;
    py.get_type::<Error>().setattr("__init__", init)
}

/// An engine error as a `gridwords.Error` with `code`, `number` and
/// `message`. The message is kept apart as well as in `str(e)`, so a host
/// shows it to a player without cutting the code off by hand.
pub(crate) fn py_err(e: CoreError) -> PyErr {
    Python::attach(|py| {
        let err = PyErr::new::<Error, _>(e.to_string());
        let value = err.value(py);
        let set = value
            .setattr("code", e.code().name())
            .and_then(|()| value.setattr("number", e.code().number()))
            .and_then(|()| value.setattr("message", e.message()));
        match set {
            Ok(()) => err,
            Err(other) => other,
        }
    })
}

pub(crate) fn err(code: ErrorCode, message: impl Into<String>) -> PyErr {
    py_err(CoreError::new(code, message))
}

pub(crate) trait OrPy<T> {
    fn or_py(self) -> PyResult<T>;
}

impl<T> OrPy<T> for gridwords::Result<T> {
    fn or_py(self) -> PyResult<T> {
        self.map_err(py_err)
    }
}

/// `json.loads(s)`: the engine's JSON as dicts and lists, keys in the
/// engine's order.
pub(crate) fn json_loads<'py>(py: Python<'py>, s: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (s,))
}
