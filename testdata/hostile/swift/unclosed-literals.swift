let a = #"""
let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(let b = "\(
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
/* 
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
#/ regex
