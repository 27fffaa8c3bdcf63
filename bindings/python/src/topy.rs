//! Engine values (anything `serde::Serialize`) straight into Python objects:
//! dicts, lists, str, int, float, bool and None, the same shapes `json.loads`
//! gives for the engine's JSON, without building JSON or an intermediate
//! tree. Struct field names are `&'static str`, so their Python strings are
//! made once per process and reused.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use serde::ser::{self, Serialize};

/// A conversion error (wraps the Python error, or a serde message).
#[derive(Debug)]
pub struct Error(pub PyErr);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(pyo3::exceptions::PyValueError::new_err(msg.to_string()))
    }
}

impl From<std::convert::Infallible> for Error {
    fn from(e: std::convert::Infallible) -> Self {
        match e {}
    }
}

impl From<PyErr> for Error {
    fn from(e: PyErr) -> Self {
        Error(e)
    }
}

type R<'py> = Result<Bound<'py, PyAny>, Error>;

thread_local! {
    static KEYS: RefCell<HashMap<&'static str, Py<PyString>>> = RefCell::new(HashMap::new());
}

fn key<'py>(py: Python<'py>, k: &'static str) -> Bound<'py, PyString> {
    KEYS.with(|keys| {
        let mut keys = keys.borrow_mut();
        keys.entry(k)
            .or_insert_with(|| PyString::intern(py, k).unbind())
            .bind(py)
            .clone()
    })
}

/// Converts a value.
pub fn to_py<'py, T: Serialize + ?Sized>(py: Python<'py>, v: &T) -> PyResult<Bound<'py, PyAny>> {
    v.serialize(Ser { py }).map_err(|e| e.0)
}

#[derive(Clone, Copy)]
struct Ser<'py> {
    py: Python<'py>,
}

struct Seq<'py> {
    py: Python<'py>,
    list: Bound<'py, PyList>,
}

struct Map<'py> {
    py: Python<'py>,
    dict: Bound<'py, PyDict>,
    key: Option<Bound<'py, PyAny>>,
}

/// `{variant: value}` for newtype/tuple/struct variants (serde's external tagging).
struct Variant<'py, T> {
    py: Python<'py>,
    name: &'static str,
    inner: T,
}

impl<'py> ser::Serializer for Ser<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    type SerializeSeq = Seq<'py>;
    type SerializeTuple = Seq<'py>;
    type SerializeTupleStruct = Seq<'py>;
    type SerializeTupleVariant = Variant<'py, Seq<'py>>;
    type SerializeMap = Map<'py>;
    type SerializeStruct = Map<'py>;
    type SerializeStructVariant = Variant<'py, Map<'py>>;

    fn serialize_bool(self, v: bool) -> R<'py> {
        Ok(v.into_pyobject(self.py)?.to_owned().into_any())
    }
    fn serialize_i8(self, v: i8) -> R<'py> {
        self.serialize_i64(v.into())
    }
    fn serialize_i16(self, v: i16) -> R<'py> {
        self.serialize_i64(v.into())
    }
    fn serialize_i32(self, v: i32) -> R<'py> {
        self.serialize_i64(v.into())
    }
    fn serialize_i64(self, v: i64) -> R<'py> {
        Ok(v.into_pyobject(self.py)?.into_any())
    }
    fn serialize_u8(self, v: u8) -> R<'py> {
        self.serialize_u64(v.into())
    }
    fn serialize_u16(self, v: u16) -> R<'py> {
        self.serialize_u64(v.into())
    }
    fn serialize_u32(self, v: u32) -> R<'py> {
        self.serialize_u64(v.into())
    }
    fn serialize_u64(self, v: u64) -> R<'py> {
        Ok(v.into_pyobject(self.py)?.into_any())
    }
    fn serialize_f32(self, v: f32) -> R<'py> {
        self.serialize_f64(v.into())
    }
    fn serialize_f64(self, v: f64) -> R<'py> {
        Ok(v.into_pyobject(self.py)?.into_any())
    }
    fn serialize_char(self, v: char) -> R<'py> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> R<'py> {
        Ok(PyString::new(self.py, v).into_any())
    }
    fn serialize_bytes(self, v: &[u8]) -> R<'py> {
        // As JSON would: a list of numbers.
        let list = PyList::empty(self.py);
        for b in v {
            list.append(*b)?;
        }
        Ok(list.into_any())
    }
    fn serialize_none(self) -> R<'py> {
        Ok(self.py.None().into_bound(self.py))
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> R<'py> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> R<'py> {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> R<'py> {
        self.serialize_none()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> R<'py> {
        Ok(key(self.py, variant).into_any())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> R<'py> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> R<'py> {
        let dict = PyDict::new(self.py);
        dict.set_item(key(self.py, variant), v.serialize(self)?)?;
        Ok(dict.into_any())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Seq<'py>, Error> {
        Ok(Seq {
            py: self.py,
            list: PyList::empty(self.py),
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Seq<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Variant<'py, Seq<'py>>, Error> {
        Ok(Variant {
            py: self.py,
            name: variant,
            inner: self.serialize_seq(Some(len))?,
        })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Map<'py>, Error> {
        Ok(Map {
            py: self.py,
            dict: PyDict::new(self.py),
            key: None,
        })
    }
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Map<'py>, Error> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Variant<'py, Map<'py>>, Error> {
        Ok(Variant {
            py: self.py,
            name: variant,
            inner: self.serialize_map(Some(len))?,
        })
    }
}

impl<'py> ser::SerializeSeq for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        self.list.append(v.serialize(Ser { py: self.py })?)?;
        Ok(())
    }
    fn end(self) -> R<'py> {
        Ok(self.list.into_any())
    }
}

impl<'py> ser::SerializeTuple for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> R<'py> {
        ser::SerializeSeq::end(self)
    }
}

impl<'py> ser::SerializeTupleStruct for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> R<'py> {
        ser::SerializeSeq::end(self)
    }
}

impl<'py> ser::SerializeMap for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), Error> {
        self.key = Some(k.serialize(Ser { py: self.py })?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        let k = self
            .key
            .take()
            .ok_or_else(|| <Error as ser::Error>::custom("a map value without its key"))?;
        self.dict.set_item(k, v.serialize(Ser { py: self.py })?)?;
        Ok(())
    }
    fn end(self) -> R<'py> {
        Ok(self.dict.into_any())
    }
}

impl<'py> ser::SerializeStruct for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        k: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        self.dict
            .set_item(key(self.py, k), v.serialize(Ser { py: self.py })?)?;
        Ok(())
    }
    fn end(self) -> R<'py> {
        Ok(self.dict.into_any())
    }
}

impl<'py> ser::SerializeTupleVariant for Variant<'py, Seq<'py>> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(&mut self.inner, v)
    }
    fn end(self) -> R<'py> {
        let dict = PyDict::new(self.py);
        dict.set_item(key(self.py, self.name), self.inner.list)?;
        Ok(dict.into_any())
    }
}

impl<'py> ser::SerializeStructVariant for Variant<'py, Map<'py>> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        k: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(&mut self.inner, k, v)
    }
    fn end(self) -> R<'py> {
        let dict = PyDict::new(self.py);
        dict.set_item(key(self.py, self.name), self.inner.dict)?;
        Ok(dict.into_any())
    }
}
