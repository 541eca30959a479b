print("wakelint")
