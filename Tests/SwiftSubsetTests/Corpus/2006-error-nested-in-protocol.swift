protocol P { struct S {} }
