//! Kestrel's virtual machine.
