// Plain Node, run before tsx or Vite load, in syntax old Node versions still parse: a missing
// install or an unsupported Node is one sentence instead of `sh: tsx: not found` or a syntax error.
'use strict';
var fs = require('fs');
var path = require('path');

var root = path.join(__dirname, '..');
var wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
var need = /(\d+)\.(\d+)/.exec(wanted);
var have = process.versions.node.split('.').map(Number);
if (have[0] < Number(need[1]) || (have[0] === Number(need[1]) && have[1] < Number(need[2]))) {
  console.error('Node ' + process.versions.node + ' is too old for this project: install Node ' + need[0] + ' or newer (.nvmrc names it).');
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'node_modules', '.bin', 'tsx')) || !fs.existsSync(path.join(root, 'node_modules', 'vite'))) {
  console.error('The dependencies are not installed: run `npm install` first.');
  process.exit(1);
}
