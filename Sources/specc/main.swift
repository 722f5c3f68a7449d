print("specc")
