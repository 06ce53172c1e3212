protocol P { func go() }
class G { weak var d: P? }
