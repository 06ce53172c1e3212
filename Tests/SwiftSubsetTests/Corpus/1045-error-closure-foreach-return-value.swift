[1, 2].forEach { return $0 * 2 }
