import re,sys
DECL=re.compile(r'^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*)((?:static |final |mutating |nonisolated |override |lazy |indirect |convenience )*)(struct|enum|final class|class|protocol|func|let|var|init|init\?|typealias|subscript|case)\b')
TYPE_OPEN=re.compile(r'^\s*(?:@\w+\s+)*(?:(?:public|package|private|fileprivate|internal)\s+)?(?:final\s+|indirect\s+)*(struct|enum|class|extension|protocol)\b')
def process(text):
    out=[]; stack=[]  # 'type' or 'other'
    in_protocol=[]
    for line in text.split('\n'):
        stripped=line.strip()
        alltype = all(s in ('type',) for s in stack)
        m=DECL.match(line)
        if m and alltype and not re.match(r'^\s*(?:@\w+\s+)*(public|package|private|fileprivate|internal)\b', line) and m.group(4)!='case' and not (stack and stack[-1]=='type' and in_protocol and in_protocol[-1]):
            ind=m.group(1)
            line=ind+m.group(2)+'package '+line[len(ind)+len(m.group(2)):]
        # update braces (ignore strings roughly)
        code=re.sub(r'"(?:\\.|[^"\\])*"','""',line)
        code=code.split('//')[0]
        opens=code.count('{'); closes=code.count('}')
        is_type = TYPE_OPEN.match(line) is not None
        is_proto = re.match(r'^\s*(?:\w+\s+)*protocol\b', line) is not None
        # handle closes first if line starts with }
        net=opens-closes
        # simple: pop closes then push opens
        for _ in range(closes if not code.strip().startswith('}') else 0): pass
        if code.lstrip().startswith('}'):
            for _ in range(closes):
                if stack: stack.pop(); in_protocol.pop()
            for i in range(opens):
                stack.append('other'); in_protocol.append(False)
        else:
            for i in range(opens):
                first = (i==0)
                stack.append('type' if (is_type and first) else 'other'); in_protocol.append(is_proto and first)
            for _ in range(closes):
                if stack: stack.pop(); in_protocol.pop()
        out.append(line)
    return '\n'.join(out)
for p in sys.argv[1:]:
    s=open(p).read(); open(p,'w').write(process(s))
