print("sandglass")
